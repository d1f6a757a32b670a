// @theme/ThemedImage: an image for each colour mode; the stylesheet shows the one of the current mode.
import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { sources: { light: string; dark: string } };

export default function ThemedImage({ sources, className, alt, ...rest }: Props) {
  return (
    <>
      <img src={sources.light} alt={alt} className={`themed-image themed-image-light${className ? ` ${className}` : ''}`} {...rest} />
      <img src={sources.dark} alt={alt} className={`themed-image themed-image-dark${className ? ` ${className}` : ''}`} {...rest} />
    </>
  );
}
