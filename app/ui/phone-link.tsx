import { phoneTextParts, shownPhone } from "~/kernel/phone-shown";

/**
 * A stored phone number shown as India writes it (040 2345 6789) and linked in E.164 (tel:+914023456789), which
 * dials from a mobile anywhere; text that is no number (an erased one) is shown as it is, without a link.
 */
export function PhoneLink({ number, children }: { number: string | null | undefined; children?: React.ReactNode }) {
  const { text, href } = shownPhone(number);
  const shown = children ?? text;
  // A number is read as one word: it never breaks across lines.
  return href ? (
    <a className="phone-number" href={href}>
      {shown}
    </a>
  ) : (
    <span className="phone-number">{shown}</span>
  );
}

/** Free text with each phone number written in it a tap-to-call link. */
export function TextWithPhoneLinks({ text }: { text: string }) {
  return phoneTextParts(text).map((part, index) =>
    part.href ? (
      <a key={index} className="phone-number" href={part.href}>
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
}
