// /Onlineenquiryform: the enquiry checked and sent in place, then on to the thank-you page.
import { enhanceEnquiryForm } from "~/modules/enquiries/enhance-enquiry-form";

document.querySelectorAll<HTMLFormElement>("main form[data-form=enquiry]").forEach(enhanceEnquiryForm);
