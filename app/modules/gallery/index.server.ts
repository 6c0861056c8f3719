// The gallery module's public face on the server: what other modules and the Express wiring may call.
export { galleryRouter } from "./api.server";
export { latestGalleryVideo } from "./latest-video.server";
export { sampleGalleryLeft, seedSampleGallery } from "./sample-gallery.server";
export { uploadsRouter } from "./uploads.api.server";
export { galleryPictures } from "./gallery-pictures.server";
