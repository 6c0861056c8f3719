import { useEffect } from "react";
import { Link } from "~/ui/link";
import { CarouselFrame } from "~/ui/carousel/carousel-frame";
import { Modal } from "~/ui/modal/modal";
import { HOME_POPUP_CAROUSEL } from "~/ui/carousel/carousel-timings";
import type { PictureSource } from "~/kernel/media/variants";
import { scheduleWelcomePopup } from "../schedule-welcome-popup";

export const WELCOME_POPUP_ID = "welcome-popup";

type WelcomePopupProps = {
  slides: PictureSource[];
  /** The popup's words from the home page record, tokens already filled. */
  title: string;
  subtitle: string;
  text: string;
  link?: { label: string; href: string };
  /** The last day it may open (YYYY-MM-DD); the server leaves it out after that day. */
  until?: string;
};

/**
 * The welcome popup: opens 1 second after the home page loads, at most once a day, beside the page without taking
 * focus (schedule-welcome-popup.ts says when it does not). The server sends it closed (its pictures, lazy, are not fetched until it opens); scheduleWelcomePopup opens it,
 * from the `popup` module on the page without React, from the effect below under React.
 */
export function WelcomePopup({ slides, title, subtitle, text, link, until }: WelcomePopupProps) {
  useEffect(() => scheduleWelcomePopup(), []);
  return (
    <>
      <p id={`${WELCOME_POPUP_ID}-status`} role="status" className="visually-hidden" />
      <Modal
        id={WELCOME_POPUP_ID}
        data={{ until, announce: title }}
        closeHref="/"
        className="welcome-popup"
        title={
          <>
            <span className="welcome-popup__line1">{title}</span>{" "}
            <span className="welcome-popup__line2">{subtitle}</span>
          </>
        }
      >
        <CarouselFrame
          slides={slides}
          label="Welcome pictures"
          timing={HOME_POPUP_CAROUSEL}
          sizes="(min-width: 640px) 560px, 100vw"
        />
        <p>
          {text}
          {link ? (
            <>
              {" "}
              <Link to={link.href}>{link.label}</Link>
            </>
          ) : null}
        </p>
      </Modal>
    </>
  );
}
