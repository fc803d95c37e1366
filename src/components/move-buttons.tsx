import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonSize, type ButtonVariant } from './button.tsx';

interface Props {
  /** The item's name, for the buttons' accessible names. */
  title: string;
  canUp: boolean;
  canDown: boolean;
  onMove: (by: -1 | 1) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The up and down arrows of an item in an ordered list (lessons, ranks, landing content). */
export function MoveButtons({
  title,
  canUp,
  canDown,
  onMove,
  variant = 'transparent',
  size = 'tiny',
}: Props) {
  const { t } = useLingui();
  return (
    <>
      <Button
        variant={variant}
        size={size}
        disabled={!canUp}
        onClick={() => onMove(-1)}
        aria-label={t`Move ${title} up`}
      >
        ↑
      </Button>
      <Button
        variant={variant}
        size={size}
        disabled={!canDown}
        onClick={() => onMove(1)}
        aria-label={t`Move ${title} down`}
      >
        ↓
      </Button>
    </>
  );
}
