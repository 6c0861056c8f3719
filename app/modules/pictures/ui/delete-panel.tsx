import { Form, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import type { LibraryPicture, PictureUse } from "../schema";

export const placesCount = (n: number) => (n === 1 ? "1 place" : `${n} places`);

/** Asks before deleting; a picture in use cannot be deleted, and the panel lists where it is used instead. */
export function DeletePanel({
  picture,
  uses,
  message,
  cancelHref,
}: {
  picture?: LibraryPicture;
  uses: PictureUse[];
  message?: string;
  cancelHref: string;
}) {
  const name = picture?.alt || picture?.originalName || "this picture";
  return (
    <div className="confirm-delete picture-panel" role="group" aria-labelledby="picture-delete-heading">
      <h3 id="picture-delete-heading">{uses.length ? "This picture is in use" : `Delete ${name}?`}</h3>
      {picture?.thumb ? <img src={picture.thumb} alt="" width={150} height={150} /> : null}
      {uses.length ? (
        <>
          <p role={message ? "alert" : undefined}>
            {message ??
              `It is used in ${placesCount(uses.length)} and cannot be deleted while it is. Take it out of these places first, then delete it here:`}
          </p>
          <PictureUses uses={uses} />
          <Link to={cancelHref} className="button button--ghost">
            Back to the pictures
          </Link>
        </>
      ) : (
        <>
          <p>It is not used anywhere on the website. Deleting removes the picture and all its sizes for good.</p>
          <ConfirmDelete pictureKey={picture?.key ?? ""} cancelHref={cancelHref} />
        </>
      )}
    </div>
  );
}

function PictureUses({ uses }: { uses: PictureUse[] }) {
  return (
    <ul className="picture-uses">
      {uses.map((use) => (
        <li key={use.href + use.label}>
          <Link to={use.href}>{use.label}</Link>
          {use.publicHref ? (
            <>
              {" · "}
              <a href={use.publicHref} target="_blank" rel="noopener">
                see it on the website<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The question's answer: a form of one button (nothing typed), as the other dashboard lists' delete questions. */
function ConfirmDelete({ pictureKey, cancelHref }: { pictureKey: string; cancelHref: string }) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <Form method="post" className="confirm-delete-buttons">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="key" value={pictureKey} />
      <button type="submit" className="button button--danger" disabled={deleting}>
        {deleting ? "Deleting…" : "Yes, delete"}
      </button>
      <Link to={cancelHref} className="button button--ghost">
        Keep it
      </Link>
    </Form>
  );
}
