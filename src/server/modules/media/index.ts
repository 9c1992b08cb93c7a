/** Uploaded pictures and files: checked, measured, stored and resized on demand. Owns `images`. */
export { createMediaService, imageLoader, imageJsonSql, imagesFromJson, type ImageJson, type ImageRecord, type MediaService } from './image.service';
export { LocalBlobStorage, type BlobStorage } from './image-storage.server';
export { S3BlobStorage, type S3StorageOptions } from './s3-blob-storage.server';
export { createBlobStorage, type BlobStorageSettings } from './blob-storage.server';
export { deleteShopFiles } from './shop-files.service';
export { MAX_IMAGE_BYTES } from './image-processing.server';
export { registerMediaGraph, registerMediaAdminFields, imagePath, pictureAddress, isGifPicture, type MediaGraph } from './media.resolver';
export { issueUploadToken, verifyUploadToken, UPLOAD_TOKEN_SECONDS, type IssuedToken, type UploadClaims, type UploadPurpose } from './upload-token.service';
export { acceptFileUpload, acceptImageUpload, gifTooLong } from './upload.service';
export { parseFileName, readUploadedFile } from './uploaded-file.service';
