// /Gallery: thumbnails open in a lightbox (PhotoSwipe, fetched on first use); without it they open each picture's page.
import { enhanceGalleryLightbox } from "~/modules/gallery";

enhanceGalleryLightbox(document.querySelector("main") ?? document);
