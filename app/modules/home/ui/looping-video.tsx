import { useEffect, useRef } from "react";

/** A muted, looping gallery video; it stays still for visitors who prefer reduced motion, and has controls to pause it. */
export function LoopingVideo({ src, title, poster }: { src: string; title: string; poster?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) ref.current?.pause();
  }, []);
  return (
    <video
      ref={ref}
      className="home-card__video"
      src={src}
      poster={poster}
      title={title}
      aria-label={title}
      muted
      loop
      playsInline
      autoPlay
      controls
      preload="metadata"
    />
  );
}
