// Which of extras.lock's pins fit the Python at hand: a hash is of one wheel, and a wheel installs only on
// the Pythons and platforms its tags name (`# wheel: python-abi-platform` on each line). Those that fit
// are installed by hash; the rest by version alone, said loudly (an image on another Python than the
// lock's wheels would otherwise lose every hash check in silence).

/**
 * Whether a wheel of these tags installs on CPython `version` ("3.13") on this machine.
 * @param {string} tags e.g. py3-none-any, cp37-abi3-linux_x86_64, cp311-cp311-linux_x86_64
 * @param {string} version
 * @param {string} [machine] `${process.platform}_${process.arch}`
 */
export function wheelFits(tags, version, machine = `${process.platform}_${process.arch}`) {
  const [python = '', abi = '', platform = ''] = tags.split('-');
  const [major, minor] = version.split('.').map(Number);
  const platformFits = platform === 'any' || (platform === 'linux_x86_64' && machine === 'linux_x64');
  const tagged = /^cp(\d)(\d+)$/.exec(python);
  if (abi === 'none') return platformFits && python === `py${major}`;
  if (!tagged) return false;
  const [wantMajor, wantMinor] = [Number(tagged[1]), Number(tagged[2])];
  if (abi === 'abi3') return platformFits && wantMajor === major && wantMinor <= (minor ?? 0);
  return platformFits && abi === python && wantMajor === major && wantMinor === minor;
}

/**
 * extras.lock's pins split by whether their hashed wheel fits: `hashed`, the lines as written (for
 * `pip --require-hashes -r`), and `unpinned`, name==version of the others.
 * @param {string} text extras.lock
 * @param {string} version
 * @param {string} [machine]
 */
export function splitExtras(text, version, machine) {
  /** @type {{ hashed: string[], unpinned: string[] }} */
  const split = { hashed: [], unpinned: [] };
  for (const line of text.split('\n')) {
    const pin = line.trim().split(/\s+/)[0] ?? '';
    if (pin === '' || pin.startsWith('#')) continue;
    const tags = /#\s*wheel:\s*(\S+)/.exec(line)?.[1] ?? '';
    if (wheelFits(tags, version, machine)) split.hashed.push(line);
    else split.unpinned.push(pin);
  }
  return split;
}

/**
 * The loud line for extras installed without a hash check.
 * @param {string[]} unpinned
 * @param {string} version
 */
export function unpinnedNotice(unpinned, version) {
  return (
    `NOT PINNED: ${unpinned.join(', ')} installed by version only, without a hash check ` +
    `(scripts/yt-dlp/extras.lock has no hash of their wheels for Python ${version} on this machine).`
  );
}
