// Pages with a video or map stand-in: the frame loads in place when asked.
import { enhanceFacades } from "~/ui/facade/enhance-facades";

enhanceFacades(document.querySelector("main") ?? document);
