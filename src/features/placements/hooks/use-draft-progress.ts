import { useCallback, useSyncExternalStore } from 'react';
import type { LocalFile } from '../local/drafts.ts';
import { sentBytes, sentVersion, subscribeSent } from '../local/upload-progress.ts';

/**
 * Bytes sent of one file: this page's running upload from memory (several times a second), otherwise what
 * the outbox row keeps (written about once a second, so it survives a reload).
 */
export const fileSent = (draftId: string, file: LocalFile): number =>
  Math.min(
    file.state === 'uploading'
      ? Math.max(sentBytes(draftId, file.id) ?? 0, file.uploadedBytes)
      : file.uploadedBytes,
    file.size,
  );

/** Re-renders the caller when the draft's uploads report bytes; nothing else listens to them (decision 093). */
export function useSentBytes(draftId: string): void {
  const subscribe = useCallback((listener: () => void) => subscribeSent(draftId, listener), [draftId]);
  useSyncExternalStore(subscribe, () => sentVersion(draftId));
}

/** Bytes sent over all files of a draft (the files come from the outbox row the caller already reads). */
export function useDraftProgress(draftId: string, files: LocalFile[]): { loaded: number; total: number } {
  useSentBytes(draftId);
  return {
    loaded: files.reduce((sum, f) => sum + fileSent(draftId, f), 0),
    total: files.reduce((sum, f) => sum + f.size, 0),
  };
}

/** Upload progress of a draft in whole percent; 0 while nothing is known yet. */
export function useDraftPercent(draftId: string, files: LocalFile[]): number {
  const { loaded, total } = useDraftProgress(draftId, files);
  return total > 0 ? Math.floor((loaded / total) * 100) : 0;
}
