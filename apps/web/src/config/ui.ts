/** The web app's own layout and display settings; the API never needs them. */

/** Screen widths (px) where the layout changes; MUI's breakpoints are built from them. */
export const BREAKPOINTS = { xs: 320, s: 480, m: 640, l: 1080, xl: 1280, xxl: 1920 } as const;

/**
 * From this width (px) an asset page keeps its booking box (or how to book) in a column of
 * its own beside the text, in view while the page scrolls; narrower, a rental's box is in the
 * page and its "Book" in a bar at the bottom of the screen (docs/product.md#asset-pages).
 */
export const SIDE_BOX_MIN_WIDTH = 900;

/**
 * Logo sizes (px): each variant is rendered at every one before the build
 * (scripts/make-icons.mjs), and the component picks one by its container's smaller side.
 */
export const LOGO_SIZES = [32, 64, 180, 384, 512, 600, 800, 1000, 1200, 1400, 1500] as const;

/** Zoom of a small map of one place (closer on wider screens), and the width from which the town map shows a mini-map. */
export const MAP_SETTINGS = { zoom: 16, zoomXs: 15, miniMapSmallScreen: 768 } as const;

/** The menu's text-size slider: its range, its middle (the normal size) and its steps. */
export const MENU_FONT_SCALE = { min: 0, max: 10, default: 5, steps: 16 } as const;

/** Notifications: bottom right, at most 15, each closing itself after 10 s (paused while hovered or while the window is in the background). */
export const TOAST_OPTIONS = {
  autoClose: 10_000,
  limit: 15,
  position: 'bottom-right',
  newestOnTop: false,
  closeOnClick: true,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
} as const;
