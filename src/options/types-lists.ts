/**
 * What an option with a list field or a card menu declares besides DownloadOption's first parts: its
 * list-valued query fields, its checks of a request's fields together and against the looked-up media, and
 * its menu on the bots' cards. Structural types only: src/options reads no media type.
 */
import type { z } from 'zod';

/** A query field whose value is a list (subs=en,de): the media core takes it as a request field of its own. */
export interface ListParam {
  /** Its check and its part of OpenAPI (`meta`); the URL's string becomes the list. */
  schema: z.ZodType<string[] | undefined>;
  /** The DownloadRequest field it fills (a list of languages, say). */
  requestField: string;
}

/** A request as the field checks see it: its list fields' values (by request field), and whether it is a clip. */
export interface FieldsRequest {
  ext: string;
  kind: string;
  convert?: 'mp3' | undefined;
  lists: Record<string, readonly string[] | undefined>;
  clipped: boolean;
}

/** Why a request cannot be made: the query field at fault, and the Fluent id (errors.ftl) with its arguments. */
export interface FieldProblem {
  path: string;
  key: string;
  args?: Record<string, string | number> | undefined;
}

/**
 * A looked-up media as a menu or a media check sees it: each option names, in its own folder, the lists it
 * reads (the media core's info and lookup have them).
 */
export type MenuMedia = object;

/** One value a card's menu offers: what it sends, the name shown, and whether it bears the menu's mark. */
export interface MenuItem {
  value: string;
  name?: string | undefined;
  /** An automatic caption, the original sound: said with the menu's `mark` words. */
  marked?: boolean | undefined;
}

/** How an option shows on the bots' cards: a menu of the values this media offers (a list of languages). */
export interface OptionMenu {
  /** The values offered for this media, in order; none: the card shows no menu. */
  items(media: MenuMedia): MenuItem[];
  /** Fluent ids (bots.ftl): the card's button, an item's words ({name}, {code}), a marked item's. */
  words: { button: string; item: string; mark: string };
}
