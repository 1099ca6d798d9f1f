import { themeColours } from '@town/shared/town-display';

/**
 * The browser's own colour for the site (its address bar, the installed app's title bar), in
 * the town's main colour for each scheme. React puts these in <head>, on the server too.
 */
export function TownThemeColour({ colour }: { colour: string }) {
  const { light, dark } = themeColours(colour);
  return (
    <>
      <meta name="theme-color" content={light} media="(prefers-color-scheme: light)" />
      <meta name="theme-color" content={dark} media="(prefers-color-scheme: dark)" />
    </>
  );
}
