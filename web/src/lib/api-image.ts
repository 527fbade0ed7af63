import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchApiBlob } from './api-client';

/**
 * An object URL for an image served by the API (`url` from a JSON answer, '' when there is none), or undefined while
 * loading, on error or without an image. Each URL carries the image version (`?v=`), so the cached bytes of one URL
 * never go stale; the object URL is revoked when the image changes or the component goes away.
 */
/** The image's bytes; a versioned URL never changes content, so they never go stale. */
export const apiImageQuery = (url: string | undefined) =>
  queryOptions({
    queryKey: ['api-image', url],
    queryFn: ({ signal }) => fetchApiBlob(url!, signal),
    enabled: !!url && !url.startsWith('data:'),
    staleTime: Infinity,
    retry: false,
  });

export function useApiImage(url: string | undefined): string | undefined {
  const image = useQuery(apiImageQuery(url));
  const [objectUrl, setObjectUrl] = useState<string>();
  const blob = url ? image.data : undefined;
  useEffect(() => {
    if (!blob) {
      setObjectUrl(undefined);
      return;
    }
    const made = URL.createObjectURL(blob);
    setObjectUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url?.startsWith('data:') ? url : objectUrl;
}
