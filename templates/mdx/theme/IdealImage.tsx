// @theme/IdealImage (@docusaurus/plugin-ideal-image): an image that webpack's
// ideal-image loader turned into a set of sizes with a blurred placeholder.
// Here an imported image is its one URL, so it is one <img>, loaded lazily,
// at the size the loader's object gives when it has one.
import type { ImgHTMLAttributes } from 'react';

/** What `img` may be: a URL, what `require('./x.png')` gives here (`{ default }`), or the loader's `{ src: { src, width, height } }`. */
type IdealImageSource = string | { default?: string; src?: string | { src?: string; width?: number; height?: number }; preSrc?: string };

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { img: IdealImageSource; swapOnMouseOver?: boolean; shouldAutoDownload?: unknown; getMessage?: unknown; theme?: unknown; threshold?: number };

export default function IdealImage({ img, alt, className, width, height, swapOnMouseOver: _swap, shouldAutoDownload: _auto, getMessage: _message, theme: _theme, threshold: _threshold, ...rest }: Props) {
  const source = imageOf(img);
  if (!source.src) return null;
  return <img src={source.src} alt={alt ?? ''} className={className} width={width ?? source.width} height={height ?? source.height} loading="lazy" decoding="async" {...rest} />;
}

function imageOf(img: IdealImageSource): { src?: string; width?: number; height?: number } {
  if (typeof img === 'string') return { src: img };
  if (!img || typeof img !== 'object') return {};
  if (typeof img.src === 'object' && img.src) return { src: img.src.src, width: img.src.width, height: img.src.height };
  return { src: typeof img.src === 'string' ? img.src : img.default };
}
