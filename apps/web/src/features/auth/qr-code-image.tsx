import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code of `content`, drawn in the browser (no request leaves the page). */
export function QrCodeImage({
  content,
  label,
  size = 184,
}: {
  content: string;
  label: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(content, { width: size, margin: 1 }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [content, size]);
  return src ? (
    <img src={src} alt={label} width={size} height={size} />
  ) : (
    <div style={{ width: size, height: size }} aria-busy="true" />
  );
}
