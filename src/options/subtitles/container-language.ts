/**
 * The language tag a muxed subtitle stream carries. Containers want ISO 639-2
 * (three letters): MP4 the terminological form (deu), Matroska, WebM and
 * QuickTime's table the bibliographic one (ger). Sites give BCP 47-ish codes
 * (en, en-US, pt-BR, iw, en-orig): the primary subtag of two letters is mapped
 * by ISO 639-1; a code already of three letters is kept; anything else is
 * passed on as given (letters, digits, `-` and `_` only: it passed
 * subtitleLangPattern).
 */

/** ISO 639-1 → ISO 639-2/T, joined to keep the table short (every 639-1 code, and the old iw, in, ji, jw). */
const TERMINOLOGICAL = Object.fromEntries(
  (
    'aa:aar ab:abk ae:ave af:afr ak:aka am:amh an:arg ar:ara as:asm av:ava ay:aym az:aze ba:bak be:bel bg:bul ' +
    'bh:bih bi:bis bm:bam bn:ben bo:bod br:bre bs:bos ca:cat ce:che ch:cha co:cos cr:cre cs:ces cu:chu cv:chv ' +
    'cy:cym da:dan de:deu dv:div dz:dzo ee:ewe el:ell en:eng eo:epo es:spa et:est eu:eus fa:fas ff:ful fi:fin ' +
    'fj:fij fo:fao fr:fra fy:fry ga:gle gd:gla gl:glg gn:grn gu:guj gv:glv ha:hau he:heb hi:hin ho:hmo hr:hrv ' +
    'ht:hat hu:hun hy:hye hz:her ia:ina id:ind ie:ile ig:ibo ii:iii ik:ipk io:ido is:isl it:ita iu:iku ja:jpn ' +
    'jv:jav ka:kat kg:kon ki:kik kj:kua kk:kaz kl:kal km:khm kn:kan ko:kor kr:kau ks:kas ku:kur kv:kom kw:cor ' +
    'ky:kir la:lat lb:ltz lg:lug li:lim ln:lin lo:lao lt:lit lu:lub lv:lav mg:mlg mh:mah mi:mri mk:mkd ml:mal ' +
    'mn:mon mr:mar ms:msa mt:mlt my:mya na:nau nb:nob nd:nde ne:nep ng:ndo nl:nld nn:nno no:nor nr:nbl nv:nav ' +
    'ny:nya oc:oci oj:oji om:orm or:ori os:oss pa:pan pi:pli pl:pol ps:pus pt:por qu:que rm:roh rn:run ro:ron ' +
    'ru:rus rw:kin sa:san sc:srd sd:snd se:sme sg:sag si:sin sk:slk sl:slv sm:smo sn:sna so:som sq:sqi sr:srp ' +
    'ss:ssw st:sot su:sun sv:swe sw:swa ta:tam te:tel tg:tgk th:tha ti:tir tk:tuk tl:tgl tn:tsn to:ton tr:tur ' +
    'ts:tso tt:tat tw:twi ty:tah ug:uig uk:ukr ur:urd uz:uzb ve:ven vi:vie vo:vol wa:wln wo:wol xh:xho yi:yid ' +
    'yo:yor za:zha zh:zho zu:zul iw:heb in:ind ji:yid jw:jav'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** The 639-2 codes whose bibliographic form differs from the terminological one. */
const BIBLIOGRAPHIC: Record<string, string> = {
  bod: 'tib',
  ces: 'cze',
  cym: 'wel',
  deu: 'ger',
  ell: 'gre',
  eus: 'baq',
  fas: 'per',
  fra: 'fre',
  hye: 'arm',
  isl: 'ice',
  kat: 'geo',
  mkd: 'mac',
  mri: 'mao',
  msa: 'may',
  mya: 'bur',
  nld: 'dut',
  ron: 'rum',
  slk: 'slo',
  sqi: 'alb',
  zho: 'chi',
};

/** The tag for `lang` in a container: `bibliographic` for Matroska, WebM and QuickTime, else MP4's form. */
export function containerLanguage(lang: string, bibliographic: boolean): string {
  const primary = (lang.split(/[-_]/, 1)[0] ?? lang).toLowerCase();
  const terminological =
    primary.length === 2 ? TERMINOLOGICAL[primary] : /^[a-z]{3}$/.test(primary) ? primary : undefined;
  if (!terminological) return lang;
  return bibliographic ? (BIBLIOGRAPHIC[terminological] ?? terminological) : terminological;
}
