// The mail module's public face on the server: what other modules and the Express wiring may call.
export {
  ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  ACKNOWLEDGEMENTS_PER_HOUR,
  acknowledgementWords,
  enqueueAcknowledgement,
} from "./acknowledgements.server";
export { deleteDigestsBefore, deleteInboxMail, eraseInboxMail, mailAboutInboxItem } from "./inbox-mail.server";
export {
  deleteOutboxMessages,
  enqueueMail,
  isDeliverableAddress,
  mailState,
  oneLine,
  outboxStates,
  type MailAttachment,
  type MailPriority,
} from "./outbox.server";
export { startProcessMailSender, stopProcessMailSender, wakeMailSender } from "./sender.server";
