// /Donate: the pledge checked and sent in place, the thank-you shown with its number.
import { enhanceDonationForm } from "~/modules/donations/enhance-donation-form";

document.querySelectorAll<HTMLFormElement>("main form[data-form=donation]").forEach(enhanceDonationForm);
