// /Donate: the running total, each row's amount and the refused quantity boxes as they are typed.
import { enhanceDonationTotal } from "~/modules/donations/donation-total";

document.querySelectorAll<HTMLFormElement>("main form[data-form=donation]").forEach(enhanceDonationTotal);
