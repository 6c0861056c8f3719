// The gallery module's public face for the browser: what the page behaviours may use of it (server: index.server.ts).
export { enhanceGalleryLightbox } from "./ui/lightbox";
