// The pictures module's public face for other modules: what they may use of it (the server's part is index.server.ts).
export { PICTURE_LIMITS } from "./schema";
export { PickerUpload } from "./ui/picker-upload";
