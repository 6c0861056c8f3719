// The mail module's public face on the server: what other modules and the Express wiring may call.
export { deleteInboxMail, eraseInboxMail, mailAboutInboxItem } from "./inbox-mail.server";
export { enqueueMail, isDeliverableAddress, oneLine } from "./outbox.server";
export { startProcessMailSender, stopProcessMailSender, wakeMailSender } from "./sender.server";
