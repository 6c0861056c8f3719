import { useRef, useState } from "react";
import { markFormChanged } from "~/ui/form/edit-form";
import { TextField } from "~/ui/form/panel-fields";
import { PicturePicker, type PickerLibrary, type PickerPicture } from "~/ui/picture-picker/picture-picker";
import { PickerUpload } from "~/modules/pictures";
import type { Block } from "~/kernel/content/page-blocks";
import { blockFieldId } from "../editor-errors";

type Figure = Extract<Block, { type: "figures" }>["items"][number];

/**
 * One picture of a picture block: the picker fills the address, description and caption from the library, and
 * each stays editable (the description may be worded for this page). Posted as `b{i}.{j}.src` etc.
 */
export function FigureFields({
  i,
  j,
  figure,
  library,
  err,
}: {
  i: number;
  j: number;
  figure: Figure;
  library: PickerLibrary;
  err: (path: string) => string | undefined;
}) {
  const [src, setSrc] = useState(figure.src);
  const [alt, setAlt] = useState(figure.alt);
  const [caption, setCaption] = useState(figure.caption);
  const [decorative, setDecorative] = useState(Boolean(figure.decorative));
  const box = useRef<HTMLDivElement>(null);
  const { uploadLimit } = library;
  const choose = (picture: PickerPicture) => {
    setSrc(picture.src);
    setAlt(picture.decorative ? "" : picture.alt);
    setCaption(picture.caption);
    setDecorative(picture.decorative);
    if (box.current) markFormChanged(box.current);
  };
  const at = (field: string) => `b${i}.${j}.${field}`;
  const id = (field: string) => blockFieldId(i, `items.${j}.${field}`);
  return (
    <div className="page-block__figure" ref={box}>
      {src ? <img src={src} alt="" width={120} height={68} className="page-block__figure-preview" /> : null}
      <PicturePicker
        id={id("picker")}
        pictures={library.pictures}
        selectName={at("pick")}
        submit={{ name: "intent", value: `pick:${i}:${j}` }}
        searchUrl="/welcome/pictures"
        libraryUrl="/welcome/pictures"
        onChoose={choose}
        upload={
          uploadLimit
            ? (chosen) => <PickerUpload id={id("picker")} limit={uploadLimit} onUploaded={chosen} />
            : undefined
        }
      />
      <TextField
        id={id("src")}
        name={at("src")}
        label={`Picture ${j + 1}: address`}
        hint="Filled in when you choose from the library"
        value={src}
        onChange={(event) => setSrc(event.currentTarget.value)}
        error={err(`items.${j}.src`)}
      />
      <TextField
        id={id("alt")}
        name={at("alt")}
        label="What the picture shows (for people who cannot see it)"
        value={alt}
        onChange={(event) => setAlt(event.currentTarget.value)}
        error={err(`items.${j}.alt`)}
      />
      <label className="checkbox-field">
        <input
          type="checkbox"
          name={at("decorative")}
          checked={decorative}
          onChange={(event) => setDecorative(event.currentTarget.checked)}
        />{" "}
        Decorative only (nothing to describe)
      </label>
      <TextField
        id={id("caption")}
        name={at("caption")}
        label="Caption"
        value={caption}
        onChange={(event) => setCaption(event.currentTarget.value)}
        error={err(`items.${j}.caption`)}
      />
    </div>
  );
}
