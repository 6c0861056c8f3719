// The mail module's public face for other modules: what they may use of it (the server's part is index.server.ts).
export { renderMail } from "./template";
export { MailNotSetUp } from "./ui/mail-not-set-up";
