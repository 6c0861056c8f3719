// Pages with Read more dialogs (alumni, events): open with showModal, close on backdrop, link and Escape.
import { enhanceDialogs } from "~/ui/modal/enhance-dialogs";

enhanceDialogs(document.querySelector("main") ?? document);
