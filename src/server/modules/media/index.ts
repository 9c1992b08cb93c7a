/** Uploaded pictures: checked, measured, stored and resized on demand. Owns `images`. */
export { createMediaService, imageLoader, type ImageRecord, type MediaService } from './image.service';
export { LocalBlobStorage, type BlobStorage } from './image-storage.server';
export { MAX_IMAGE_BYTES } from './image-processing.server';
export { registerMediaGraph, registerMediaAdminFields, imagePath, type MediaGraph } from './media.resolver';
