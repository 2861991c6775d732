/** An image as pages and blocks receive it (image_obj and image_thumbnails). */
export type MediaObject = {
  id: number;
  url: string;
  width: number | null;
  height: number | null;
  alt: string;
  credit: string | null;
  mime_type: string;
};

export type MediaThumbnails = { large?: string; medium?: string; small?: string };

export type MediaMap = Map<number, MediaObject & { thumbnails: MediaThumbnails }>;

export function mediaUrl(id: number, file: string) {
  return `/media/${id}/${encodeURIComponent(file)}`;
}
