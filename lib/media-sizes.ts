/** Widths of the generated WebP sizes of every stored image (image_thumbnails with large, medium and small). */
export const IMAGE_SIZES = { large: 1600, medium: 960, small: 480 } as const;

export type ImageSizeName = keyof typeof IMAGE_SIZES;
