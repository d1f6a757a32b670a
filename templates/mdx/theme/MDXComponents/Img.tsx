// @theme/MDXComponents/Img: a Markdown image.
import type { ImgHTMLAttributes } from 'react';

export default function Img(props: ImgHTMLAttributes<HTMLImageElement>) {
  return <img loading="lazy" {...props} />;
}
