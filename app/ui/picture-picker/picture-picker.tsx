import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { useHydrated } from "~/ui/use-hydrated";

/** A picture the picker offers: what a page's picture block needs from the library. */
export type PickerPicture = {
  key: string;
  src: string;
  thumb: string | null;
  alt: string;
  caption: string;
  decorative: boolean;
};

/** What an editor offers its pickers: the newest library pictures, and the largest picture an upload may be. */
export type PickerLibrary = { pictures: PickerPicture[]; uploadLimit?: { bytes: number; words: string } };

type Props = {
  /** Unique within the page (the block and item), for the element ids. */
  id: string;
  /** The newest library pictures: the list without JavaScript, and the dialog's first list. */
  pictures: PickerPicture[];
  /** Name of the list's select, posted with the enclosing form (without JavaScript). */
  selectName: string;
  /** Name and value of the button that posts the enclosing form to take the selected picture (without JavaScript). */
  submit: { name: string; value: string };
  /** A loader answering `{ pictures }` for `?q=words` (the library's own section). */
  searchUrl: string;
  /** Where the office uploads new pictures. */
  libraryUrl: string;
  onChoose: (picture: PickerPicture) => void;
  /** An upload inside the dialog (with JavaScript): handed the choice, so a new picture is chosen at once. */
  upload?: (choose: (picture: PickerPicture) => void) => ReactNode;
};

const describe = (picture: PickerPicture) =>
  picture.alt || picture.caption || (picture.decorative ? "Decorative picture" : "Picture without a description");

/**
 * "Choose from the library": with JavaScript a dialog with a search box and thumbnails, which hands the chosen
 * picture to `onChoose`; without, a list of the newest pictures and a button that posts the enclosing form.
 */
export function PicturePicker({ id, pictures, selectName, submit, searchUrl, libraryUrl, onChoose, upload }: Props) {
  const hydrated = useHydrated();
  const titleId = useId();
  if (!hydrated)
    return <PickerList id={id} pictures={pictures} selectName={selectName} submit={submit} libraryUrl={libraryUrl} />;
  return (
    <PickerDialog
      id={id}
      titleId={titleId}
      pictures={pictures}
      searchUrl={searchUrl}
      libraryUrl={libraryUrl}
      onChoose={onChoose}
      upload={upload}
    />
  );
}

/** Without JavaScript: the newest pictures in a select, and a button that posts the enclosing form. */
function PickerList({
  id,
  pictures,
  selectName,
  submit,
  libraryUrl,
}: Pick<Props, "id" | "pictures" | "selectName" | "submit" | "libraryUrl">) {
  return (
    <div className="picture-picker">
      <label htmlFor={`${id}-pick`} className="field-label">
        Choose from the picture library
      </label>
      <div className="picture-picker__row">
        <select id={`${id}-pick`} name={selectName} defaultValue="">
          <option value="">(choose a picture)</option>
          {pictures.map((picture) => (
            <option key={picture.key} value={picture.key}>
              {describe(picture)}
            </option>
          ))}
        </select>
        <button type="submit" name={submit.name} value={submit.value} className="button button--small button--ghost">
          Use this picture
        </button>
      </div>
      <p className="field-hint">
        A new picture: save your draft, add the picture in the <a href={libraryUrl}>picture library</a>, then come back
        and choose it here.
      </p>
    </div>
  );
}

/** The library's search as typed: a short pause before asking, the newest pictures while the box is empty. */
function useLibrarySearch(searchUrl: string, newest: PickerPicture[]) {
  const fetcher = useFetcher<{ pictures?: PickerPicture[]; total?: number }>();
  const [query, setQuery] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const load = (words: string) => fetcher.load(`${searchUrl}?q=${encodeURIComponent(words.trim())}`);
  const shown = query.trim() && fetcher.data?.pictures ? fetcher.data.pictures : newest;
  const searching = fetcher.state !== "idle";
  return {
    query,
    shown,
    status: searching
      ? "Searching…"
      : query.trim() && fetcher.data
        ? `${shown.length === 0 ? "No pictures match" : `${shown.length} ${shown.length === 1 ? "picture matches" : "pictures match"}`} “${query.trim()}”.`
        : "The newest pictures; type to search them all.",
    search: (words: string) => {
      setQuery(words);
      clearTimeout(timer.current);
      if (!words.trim()) return;
      timer.current = setTimeout(() => load(words), 250);
    },
    // Enter here must not submit the page editor around the dialog.
    searchOnEnter: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      clearTimeout(timer.current);
      if (query.trim()) load(query);
    },
  };
}

function PickerDialog({
  id,
  titleId,
  pictures,
  searchUrl,
  libraryUrl,
  onChoose,
  upload,
}: Pick<Props, "id" | "pictures" | "searchUrl" | "libraryUrl" | "onChoose" | "upload"> & { titleId: string }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const { query, shown, status, search, searchOnEnter } = useLibrarySearch(searchUrl, pictures);
  const close = () => {
    dialogRef.current?.close();
    setOpen(false);
  };
  // An upload closes the dialog through its state (it runs in a callback made while rendering).
  useEffect(() => {
    if (!open) dialogRef.current?.close();
  }, [open]);
  return (
    <div className="picture-picker">
      <button
        type="button"
        className="button button--small"
        aria-haspopup="dialog"
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
          searchRef.current?.focus();
        }}
      >
        Choose from the library…
      </button>
      <dialog
        ref={dialogRef}
        className="picture-picker__dialog"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
      >
        <div className="picture-picker__head">
          <h2 id={titleId}>Choose a picture</h2>
          <button type="button" className="button button--small button--ghost" onClick={close}>
            Close
          </button>
        </div>
        {open
          ? upload?.((picture) => {
              onChoose(picture);
              setOpen(false);
            })
          : null}
        <label htmlFor={`${id}-search`} className="field-label">
          Search the library
        </label>
        <input
          ref={searchRef}
          id={`${id}-search`}
          type="search"
          value={query}
          autoComplete="off"
          onChange={(event) => search(event.currentTarget.value)}
          onKeyDown={searchOnEnter}
        />
        <p className="field-hint" aria-live="polite">
          {status}
        </p>
        {open ? (
          <PictureChoices
            pictures={shown}
            onPick={(picture) => {
              onChoose(picture);
              close();
            }}
          />
        ) : null}
        <p>
          <a href={libraryUrl} target="_blank" rel="noopener">
            Open the picture library<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </dialog>
    </div>
  );
}

function PictureChoices({ pictures, onPick }: { pictures: PickerPicture[]; onPick: (picture: PickerPicture) => void }) {
  return (
    <ul className="picture-picker__grid">
      {pictures.map((picture) => (
        <li key={picture.key}>
          <button type="button" className="picture-picker__choice" onClick={() => onPick(picture)}>
            {picture.thumb ? <img src={picture.thumb} alt="" width={150} height={150} loading="lazy" /> : null}
            <span>{describe(picture)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
