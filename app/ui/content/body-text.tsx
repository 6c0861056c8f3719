import { paragraphsOf } from "~/kernel/slug";

/** Plain-text body as paragraphs; React escapes the text, so nothing typed is ever read as HTML. */
export function BodyText({ text }: { text: string }) {
  return (
    <>
      {paragraphsOf(text).map((paragraph, index) => (
        <p key={index} className="body-text">
          {paragraph}
        </p>
      ))}
    </>
  );
}
