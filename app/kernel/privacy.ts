/** An Aadhaar number shown with only its last four digits: "XXXX XXXX 1234". Empty stays empty. */
export function maskAadhaar(aadhaar: string | null | undefined): string {
  const digits = (aadhaar ?? "").replace(/\D/g, "");
  if (digits === "") return "";
  return `XXXX XXXX ${digits.slice(-4)}`;
}

/** What personal data is replaced by once its retention period is over (the help desk's erasure). */
export const ERASED = "[erased]";
