// What a phone <input> needs, apart from the parser: public pages import this without zod or phone metadata.

/** Long enough for any way a number is written ("+91 (040) 2345-6789"); the browser never cuts one short. */
export const PHONE_MAX_LENGTH = 30;

/** The attributes of every phone <input>: a keypad with + and space, the browser's full number, no length cut. */
export const PHONE_INPUT = {
  type: "tel",
  inputMode: "tel",
  autoComplete: "tel",
  maxLength: PHONE_MAX_LENGTH,
  placeholder: "98480 12345 or 040 2345 6789",
} as const;
