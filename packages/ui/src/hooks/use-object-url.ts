import { useEffect, useState } from 'react';

/** A URL for showing a chosen photo before it is sent; released when the photo changes or leaves. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

/** Only Safari can draw HEIC: elsewhere the file's name stands in for the picture. */
export function isDrawableImage(file: Pick<File, 'name' | 'type'>): boolean {
  return !/\.(heic|heif)$/i.test(file.name) && !/hei[cf]/i.test(file.type);
}

/** '850 B', '120 KB', '2.4 MB': a photo's size as a person reads it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
