import { Trans, useLingui } from '@lingui/react/macro';
import { QrCode } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';

interface Qr {
  png: string;
  svg: string;
}

/** Both files of a link's QR code; the library loads only when a blogger asks for one. */
async function makeQr(link: string): Promise<Qr> {
  const { default: QRCode } = await import('qrcode');
  const options = { errorCorrectionLevel: 'M' as const, margin: 2 };
  const png = await QRCode.toDataURL(link, { ...options, width: 512 });
  const svg = await QRCode.toString(link, { ...options, type: 'svg' });
  return { png, svg: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
}

/** A QR code of a tracked link, shown on demand and ready to download as PNG or SVG. */
export function QrLink({ link, name }: { link: string; name: string }) {
  const { t } = useLingui();
  const [qr, setQr] = useState<Qr | null>(null);
  const [failed, setFailed] = useState(false);
  const show = () => {
    setFailed(false);
    makeQr(link).then(setQr, () => setFailed(true));
  };
  if (!qr) {
    return (
      <div className="qr-link">
        <Button size="tiny" variant="transparent" onClick={show} data-testid="qr-show">
          <QrCode size={16} aria-hidden="true" /> <Trans>QR code</Trans>
        </Button>
        {failed ? <span role="alert">{t`Could not make the QR code. Try again.`}</span> : null}
      </div>
    );
  }
  return (
    <figure className="qr-link qr-link--open" data-testid="qr">
      <img src={qr.png} alt={t`QR code of the link ${link}`} width={160} height={160} />
      <figcaption className="qr-link__files">
        <a
          className="btn btn--transparent btn--tiny"
          href={qr.png}
          download={`${name}.png`}
          data-testid="qr-png"
        >
          <Trans>Download PNG</Trans>
        </a>
        <a
          className="btn btn--transparent btn--tiny"
          href={qr.svg}
          download={`${name}.svg`}
          data-testid="qr-svg"
        >
          <Trans>Download SVG</Trans>
        </a>
      </figcaption>
    </figure>
  );
}
