import { useLocalDraft } from './use-local-drafts.ts';

/** Bytes sent over all files of a draft; per-file numbers are on LocalFile.uploadedBytes (~4 writes/s). */
export function useDraftProgress(id: string): { loaded: number; total: number } {
  const files = useLocalDraft(id)?.files ?? [];
  return {
    loaded: files.reduce((sum, f) => sum + Math.min(f.uploadedBytes, f.size), 0),
    total: files.reduce((sum, f) => sum + f.size, 0),
  };
}
