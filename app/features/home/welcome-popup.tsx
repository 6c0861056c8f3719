import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Carousel } from "~/components/carousel/carousel";
import { Modal } from "~/components/modal/modal";
import { HOME_TEXT } from "~/content/home";
import { HOME_POPUP_CAROUSEL } from "~/content/timings";
import type { PictureSource } from "~/lib/media/variants";

const OPEN_AFTER_MS = 1000;
const SEEN_KEY = "welcome-popup-seen";

/** The welcome popup: opens 1 second after the home page loads, once per browser session. */
export function WelcomePopup({ slides, school }: { slides: PictureSource[]; school: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (sessionStorage.getItem(SEEN_KEY)) return;
    const timer = window.setTimeout(() => {
      setOpen(true);
      sessionStorage.setItem(SEEN_KEY, "1");
    }, OPEN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const [line1, line2] = HOME_TEXT.popupHeading;
  return (
    <Modal
      open={open}
      onClose={() => setOpen(false)}
      closeHref="/"
      className="welcome-popup"
      title={
        <>
          <span className="welcome-popup__line1">{line1}</span>{" "}
          <span className="welcome-popup__line2">{line2.replace("{school}", school)}</span>
        </>
      }
    >
      {open ? (
        <Carousel
          slides={slides}
          label="Welcome pictures"
          timing={HOME_POPUP_CAROUSEL}
          sizes="(min-width: 640px) 560px, 100vw"
        />
      ) : null}
      <p>
        {HOME_TEXT.popupText}{" "}
        <Link to="/Sdp" onClick={() => setOpen(false)}>
          See the School Development Plan
        </Link>
      </p>
    </Modal>
  );
}
