/** The media library's shared pieces: the picker dialog and the media manager screen are built from them. */
export { MediaCredentialContext, MEDIA_PAGE_SIZE, useDeleteMedia, useMediaList, useUpdateMedia, type MediaListParams } from './api';
export { AltTextForm } from './alt-text-form';
export { MediaFilters } from './media-filters';
export { MediaGrid } from './media-grid';
export { MediaImage, mediaSrcSet } from './media-image';
export { MediaUploadZone } from './media-upload-zone';
export { useMediaUploads } from './use-media-uploads';
