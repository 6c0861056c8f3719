// The pictures module's public face on the server: what other modules and the Express wiring may call.
export { picturesRouter } from "./api.server";
export { savePictureForm } from "./picture-form.server";
export { pictureFromMedia } from "./picture.server";
export { registerPictureHolder, type PictureHolder, type PictureOrigin } from "./picture-holders.server";
export { mediaFolder, type PictureUse } from "./picture-usage.server";
export { getLibraryPicture, libraryPicturesForBlocks, listLibraryPictures } from "./pictures.server";
