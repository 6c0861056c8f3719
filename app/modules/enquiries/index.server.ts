// The enquiries module's public face on the server: what other modules and the Express wiring may call.
export { enquiriesRouter } from "./api.server";
export { readEnquiryReference } from "./enquiry-form.server";
export { enquiryInboxSource } from "./inbox-source.server";
