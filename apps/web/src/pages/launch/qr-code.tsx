import { DownloadOutlined } from '@ant-design/icons';
import { Button, Skeleton } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The link as a QR code image (drawn in the browser, nothing sent anywhere) and a PNG download. */
export function QrCode({ url, code }: { url: string; code: string }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: 480, errorCorrectionLevel: 'M' }).then(
      (data) => live && setSrc(data),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <div className="launch-qr">
      {src ? (
        <img
          src={src}
          alt={t('publish.launch.qrAlt', { code })}
          className="launch-qr__image"
          width={160}
          height={160}
        />
      ) : (
        <Skeleton.Image active className="launch-qr__image" />
      )}
      <Button
        size="small"
        icon={<DownloadOutlined aria-hidden="true" />}
        href={src ?? undefined}
        download={`survey-${code}-qr.png`}
        disabled={!src}
      >
        {t('publish.launch.downloadQr')}
      </Button>
    </div>
  );
}
