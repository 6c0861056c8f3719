import { useEffect, useRef } from "react";
import { enhanceFacades } from "./enhance-facades";
import { Picture } from "~/ui/picture";
import type { PictureSource } from "~/kernel/media/variants";

type EmbedFacadeProps = {
  /** The embed address (from site settings); nothing is fetched from it until the visitor asks. */
  src: string;
  /** Names the frame and the button, e.g. "Campus video". */
  title: string;
  kind: "video" | "map";
  poster?: PictureSource;
  className?: string;
  /** For a map: the address shown, with a directions link, while no map is set. */
  address?: string;
};

/** An embed address is set when the office entered one (the early sample addresses ending in "sample" do not count). */
export function isEmbedSet(src: string | undefined): src is string {
  return Boolean(src) && !/[/=]sample$/.test(src ?? "");
}

/**
 * A light stand-in for a third-party frame: a poster and a button. The video or map (and its scripts
 * and cookies) load only after the click (enhanceFacades). Without JavaScript the button is a plain link to the embed.
 */
export function EmbedFacade({ src, title, kind, poster, className, address }: EmbedFacadeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? enhanceFacades(ref.current) : undefined), []);
  if (!isEmbedSet(src)) return <NotSetYet kind={kind} poster={poster} className={className} address={address} />;
  const frameSrc = kind === "video" ? `${src}${src.includes("?") ? "&" : "?"}autoplay=1` : src;
  return (
    <div ref={ref} className={`facade facade--${kind} ${className ?? ""}`}>
      {poster ? (
        <Picture image={{ ...poster, alt: "" }} sizes="(min-width: 900px) 600px, 100vw" className="facade__poster" />
      ) : null}
      <a
        className="facade__button"
        href={src}
        target="_blank"
        rel="noopener"
        data-embed-src={frameSrc}
        data-embed-title={title}
        data-embed-kind={kind}
      >
        <span className="facade__icon" aria-hidden="true">
          {kind === "video" ? (
            "▶"
          ) : (
            // A map pin drawn inline: not every phone font has a map glyph.
            <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" focusable="false">
              <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
            </svg>
          )}
        </span>
        <span>{kind === "video" ? `Play: ${title}` : `Load map: ${title}`}</span>
      </a>
    </div>
  );
}

/** What stands in for a video or map the school has not set yet: never a frame that cannot load. */
function NotSetYet({ kind, poster, className, address }: Omit<EmbedFacadeProps, "src" | "title">) {
  if (kind === "map") {
    return (
      <div className={`facade facade--map facade--unset ${className ?? ""}`}>
        <p className="facade__address">{address}</p>
        {address ? (
          <a
            className="button"
            href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`}
            target="_blank"
            rel="noopener"
          >
            Get directions<span className="visually-hidden"> (opens Google Maps in a new tab)</span>
          </a>
        ) : null}
      </div>
    );
  }
  // No video yet: a plain picture, nothing that looks playable (decision 110); the office sees "to add" on its dashboard.
  return poster ? (
    <div className={`facade facade--video facade--unset facade--still ${className ?? ""}`}>
      <Picture image={{ ...poster, alt: "" }} sizes="(min-width: 900px) 600px, 100vw" className="facade__poster" />
    </div>
  ) : null;
}
