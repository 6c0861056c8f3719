import { useState } from "react";
import { generateJSON, type Extensions, type JSONContent } from "@tiptap/core";
import Document from "@tiptap/extension-document";
import { TableKit } from "@tiptap/extension-table";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { markFormChanged } from "~/ui/form/edit-form";
import { TextAreaField } from "~/ui/form/panel-fields";
import { useHydrated } from "~/ui/use-hydrated";
import { isSafeHref, UNSAFE_LINK, type Block, type TextMark } from "~/kernel/content/page-blocks";
import { runsOf } from "~/kernel/content/rich-text";
import { blocksOfDocument, isManyBlocks, paragraphOf, runsOfNode, type DocNode } from "../paste-blocks";
import { wordListsToLists } from "../word-lists";
import { blockFieldId } from "../editor-errors";

// A paragraph block's words with bold, italic and links, edited with TipTap (dashboard only). What the form posts is
// the plain text and its styled ranges (`b3.text`, `b3.styles`), never HTML. Without JavaScript the same fields are
// a textarea and the ranges as they were (kept by the server while the words are unchanged).

type Paragraph = Extract<Block, { type: "p" }>;

const LINK = {
  openOnClick: false,
  autolink: false,
  linkOnPaste: false,
  isAllowedUri: (url: string) => isSafeHref(url),
};

/** One paragraph: no headings, lists or other blocks inside it (those are blocks of their own). */
const PARAGRAPH_EXTENSIONS: Extensions = [
  Document.extend({ content: "paragraph" }),
  StarterKit.configure({
    document: false,
    heading: false,
    bulletList: false,
    orderedList: false,
    listItem: false,
    listKeymap: false,
    blockquote: false,
    codeBlock: false,
    code: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    hardBreak: false,
    trailingNode: false,
    dropcursor: false,
    gapcursor: false,
    link: LINK,
  }),
];

/** What a paste is read with: everything a word processor's copy may hold that a page can keep. */
const PASTE_EXTENSIONS: Extensions = [StarterKit.configure({ link: LINK }), TableKit];

/** The blocks a paste holds: the copied HTML read by the editor's schema (so styles are dropped), or plain lines. */
export function blocksOfPaste(data: DataTransfer): Block[] {
  const html = data.getData("text/html");
  if (html) return blocksOfDocument(generateJSON(wordListsToLists(html), PASTE_EXTENSIONS) as DocNode);
  const plain = data.getData("text/plain").replace(/\r\n?/g, "\n");
  const parts = /\n\s*\n/.test(plain) ? plain.split(/\n\s*\n/) : plain.split("\n");
  return parts.flatMap((part) => paragraphOf([{ text: part.replace(/\s+/g, " ") }]) ?? []);
}

const docOf = (text: string, marks: readonly TextMark[] = []): JSONContent => ({
  type: "doc",
  content: [
    {
      type: "paragraph",
      content: runsOf(text, marks).map((run) => ({
        type: "text",
        text: run.text,
        marks: [
          ...(run.bold ? [{ type: "bold" }] : []),
          ...(run.italic ? [{ type: "italic" }] : []),
          ...(run.href !== undefined ? [{ type: "link", attrs: { href: run.href } }] : []),
        ],
      })),
    },
  ],
});

function valueOf(editor: Editor): { text: string; marks: TextMark[] } {
  const paragraph = editor.getJSON().content?.[0] as DocNode | undefined;
  const block = paragraph ? paragraphOf(runsOfNode(paragraph)) : undefined;
  return block?.type === "p" ? { text: block.text, marks: block.marks ?? [] } : { text: "", marks: [] };
}

type FieldProps = {
  /** The block's number in the form (its fields are `b{i}.…`). */
  i: number;
  block: Paragraph;
  error?: string;
  /** Called with the blocks of a paste that is more than one paragraph (several paragraphs, a list, a table). */
  onPasteBlocks?: (blocks: Block[]) => void;
};

export function RichParagraphField(props: FieldProps) {
  const hydrated = useHydrated();
  const { i, block, error } = props;
  if (hydrated) return <RichParagraphEditor {...props} />;
  return (
    <>
      <TextAreaField
        id={blockFieldId(i, "text")}
        name={`b${i}.text`}
        label="Paragraph"
        hint={
          block.marks?.length
            ? "Its bold, italic and links stay while these words are unchanged; they are changed in the editor that opens with JavaScript."
            : undefined
        }
        defaultValue={block.text}
        rows={4}
        error={error}
      />
      <input
        type="hidden"
        name={`b${i}.styles`}
        value={JSON.stringify({ for: block.text, marks: block.marks ?? [] })}
      />
    </>
  );
}

/** The address being given to the chosen words, the words themselves, and what is wrong with the address. */
type Linking = { href: string; words: string; problem?: string };

/** The TipTap editor of one paragraph, and its words and styled ranges as the form posts them. */
function useParagraphEditor({ i, block, error, onPasteBlocks }: FieldProps) {
  const id = blockFieldId(i, "text");
  const [value, setValue] = useState({ text: block.text, marks: block.marks ?? [] });
  const editor = useEditor({
    extensions: PARAGRAPH_EXTENSIONS,
    content: docOf(block.text, block.marks),
    editorProps: {
      attributes: {
        id,
        class: "rich-paragraph__area",
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(error ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
      },
      handlePaste: (_view, event) => {
        if (!event.clipboardData || !onPasteBlocks) return false;
        const blocks = blocksOfPaste(event.clipboardData);
        if (!isManyBlocks(blocks)) return false;
        onPasteBlocks(blocks);
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => {
      setValue(valueOf(changed));
      // A style put on with a button or a shortcut is a change too, though no input event comes of it.
      markFormChanged(changed.view.dom);
    },
  });
  return { id, editor, value };
}

function RichParagraphEditor(props: FieldProps) {
  const { i, error } = props;
  const { id, editor, value } = useParagraphEditor(props);
  // The words being linked are named beside the address: the editor hides its selection while the field has focus.
  const [linking, setLinking] = useState<Linking | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      link: current?.isActive("link") ?? false,
      href: String(current?.getAttributes("link").href ?? ""),
    }),
  });

  const applyLink = () => {
    if (!editor || !linking) return;
    const href = linking.href.trim();
    if (!href) return setLinking({ ...linking, problem: "Type the address the words should lead to" });
    if (!isSafeHref(href)) return setLinking({ ...linking, problem: UNSAFE_LINK });
    // No words chosen and no link under the caret: the address itself goes in as the linked words, as in WordPress.
    if (!linking.words && !editor.isActive("link"))
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] })
        .run();
    else editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
    setLinking(null);
  };

  return (
    <div className="field rich-paragraph">
      <span id={`${id}-label`} className="field-label">
        Paragraph
      </span>
      <ParagraphTools
        i={i}
        id={id}
        editor={editor}
        state={state}
        linking={linking}
        onLink={() => {
          const { from, to } = editor?.state.selection ?? { from: 0, to: 0 };
          const words = editor?.state.doc.textBetween(from, to, " ").trim() ?? "";
          setLinking(linking ? null : { href: state?.href ?? "", words });
        }}
      />
      {linking ? (
        <LinkAddress
          id={id}
          linking={linking}
          inLink={state?.link ?? false}
          onChange={setLinking}
          onApply={applyLink}
        />
      ) : null}
      <EditorContent editor={editor} />
      <input type="hidden" name={`b${i}.text`} value={value.text} />
      <input type="hidden" name={`b${i}.styles`} value={JSON.stringify({ for: value.text, marks: value.marks })} />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Bold, italic, Link and (inside a link) Remove link. */
function ParagraphTools({
  i,
  id,
  editor,
  state,
  linking,
  onLink,
}: {
  i: number;
  id: string;
  editor: Editor | null;
  state: { bold: boolean; italic: boolean; link: boolean } | null;
  linking: Linking | null;
  onLink: () => void;
}) {
  return (
    <div className="rich-paragraph__tools" role="toolbar" aria-label={`Text styles of block ${i + 1}`}>
      <button
        type="button"
        className="button button--small button--ghost"
        aria-pressed={state?.bold ?? false}
        onClick={() => editor?.chain().focus().toggleBold().run()}
      >
        <strong>B</strong>
        <span className="visually-hidden"> Bold</span>
      </button>
      <button
        type="button"
        className="button button--small button--ghost"
        aria-pressed={state?.italic ?? false}
        onClick={() => editor?.chain().focus().toggleItalic().run()}
      >
        <em>I</em>
        <span className="visually-hidden"> Italic</span>
      </button>
      <button
        type="button"
        className="button button--small button--ghost"
        aria-expanded={linking !== null}
        aria-controls={`${id}-link`}
        onClick={onLink}
      >
        Link
      </button>
      {state?.link ? (
        <button
          type="button"
          className="button button--small button--ghost"
          onClick={() => editor?.chain().focus().extendMarkRange("link").unsetLink().run()}
        >
          Remove link
        </button>
      ) : null}
    </div>
  );
}

/** The address for the chosen words (or, with none chosen, the address that goes in as its own words). */
function LinkAddress({
  id,
  linking,
  inLink,
  onChange,
  onApply,
}: {
  id: string;
  linking: Linking;
  inLink: boolean;
  onChange: (linking: Linking | null) => void;
  onApply: () => void;
}) {
  return (
    <div id={`${id}-link`} className="rich-paragraph__link">
      <label htmlFor={`${id}-href`} className="field-label">
        Link address
        {linking.words
          ? ` for “${linking.words.length > 60 ? `${linking.words.slice(0, 59)}…` : linking.words}”`
          : inLink
            ? ""
            : " (no words chosen: the address itself is put in as the link)"}
      </label>
      <input
        id={`${id}-href`}
        value={linking.href}
        autoFocus
        placeholder="/Transport or https://…"
        aria-invalid={linking.problem ? true : undefined}
        aria-describedby={linking.problem ? `${id}-href-error` : undefined}
        onChange={(event) => onChange({ ...linking, href: event.target.value, problem: undefined })}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            onApply();
          }
          if (event.key === "Escape") onChange(null);
        }}
      />
      <button type="button" className="button button--small" onClick={onApply}>
        Apply link
      </button>
      <button type="button" className="button button--small button--ghost" onClick={() => onChange(null)}>
        Cancel
      </button>
      {linking.problem ? (
        <p id={`${id}-href-error`} className="field-error">
          {linking.problem}
        </p>
      ) : null}
    </div>
  );
}
