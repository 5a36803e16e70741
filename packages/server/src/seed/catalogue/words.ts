/**
 * Word lists of the demo catalogue. All names are invented; any likeness to a real company or
 * game is accidental.
 */

/** Genres (about twenty). Slashes and spaces become hyphens in browse URLs. */
export const GENRES = [
  'Action', 'Adventure', 'Arcade', 'Casual', 'Fighting', 'Flight', 'Hidden Object', 'Horror',
  'Indie', 'MMO', 'Platformer', 'Puzzle', 'Racing', 'RPG', 'Shooter', 'Simulation', 'Sports',
  'Strategy', 'Survival', 'Family/Kids', 'Music/Rhythm', 'Tower Defense',
] as const;

/** Publishers; the first 26 are the featured ones the sitemap lists. */
export const PUBLISHERS = [
  'Ironclad Interactive', 'Bluefin Games', 'Northwind Entertainment', 'Red Comet Publishing',
  'Starforge Media', 'Lantern Light Games', 'Obsidian Owl', 'Paper Crane Digital', 'Granite Peak Games',
  'Silver Arrow Entertainment', 'Moonwake Studios Publishing', 'Thunderhead Interactive', 'Copperline Games',
  'Wildgrove Publishing', 'Quicksilver Software', 'Harborlight Games', 'Crimson Tide Digital', 'Evergreen Arcade',
  'Polar Night Entertainment', 'Saffron Sky Games', 'Blackforge Interactive', 'Tidal Wave Media',
  'Golden Lynx Publishing', 'Nimbus Nine Games', 'Vanguard Digital', 'Amberlight Entertainment',
  'Cobalt Coast Games', 'Little Fox Publishing', 'Hollow Hill Interactive', 'Riverstone Games',
  'Brass Lantern Media', 'Kestrel Software',
] as const;

/** How many of {@link PUBLISHERS} are featured. */
export const FEATURED_PUBLISHER_COUNT = 26;

export const DEVELOPER_FIRST = [
  'Atlas', 'Beacon', 'Cinder', 'Driftwood', 'Ember', 'Fjord', 'Glacier', 'Hexagon', 'Ivory', 'Juniper',
  'Kiln', 'Lumen', 'Mosaic', 'Nova', 'Onyx', 'Pixelwright', 'Quarry', 'Rook', 'Sable', 'Tinker',
  'Umber', 'Vortex', 'Willow', 'Zephyr', 'Anvil', 'Bramble', 'Citadel', 'Dune', 'Echo', 'Foxglove',
] as const;
export const DEVELOPER_SECOND = ['Studios', 'Softworks', 'Games', 'Interactive', 'Labs', 'Entertainment', 'Workshop', 'Collective'] as const;

export const TITLE_ADJECTIVES = [
  'Ancient', 'Broken', 'Crimson', 'Dark', 'Eternal', 'Fallen', 'Forgotten', 'Frozen', 'Golden', 'Hidden',
  'Infinite', 'Iron', 'Last', 'Lost', 'Midnight', 'Neon', 'Silent', 'Savage', 'Shattered', 'Silver',
  'Sunken', 'Wild', 'Hollow', 'Burning', 'Distant', 'Emerald', 'Grim', 'Radiant', 'Rogue', 'Steel',
  'Stellar', 'Twisted', 'Velvet', 'Wandering', 'Crystal', 'Electric', 'Phantom', 'Scarlet', 'Thunder', 'Quantum',
] as const;
export const TITLE_NOUNS = [
  'Kingdom', 'Legion', 'Horizon', 'Empire', 'Frontier', 'Odyssey', 'Citadel', 'Dominion', 'Outpost', 'Chronicle',
  'Realm', 'Voyage', 'Harbor', 'Abyss', 'Colony', 'Dynasty', 'Expedition', 'Fortress', 'Galaxy', 'Garden',
  'Island', 'Labyrinth', 'Machine', 'Nexus', 'Oracle', 'Paradox', 'Rebellion', 'Sanctuary', 'Signal', 'Tempest',
  'Throne', 'Uprising', 'Vanguard', 'Wasteland', 'Circuit', 'Crusade', 'Drift', 'Echoes', 'Gambit', 'Requiem',
  'Skies', 'Tides', 'Knights', 'Raiders', 'Pilots', 'Hunters', 'Wardens', 'Tactics', 'Racers', 'Heroes',
] as const;
export const TITLE_PLACES = [
  'Avalon', 'the North', 'Ashfall', 'Eldermoor', 'the Deep', 'Karthos', 'the Void', 'Brightwater', 'Stormhold', 'Veyra',
  'the Wastes', 'Ironvale', 'Solace', 'Thornwood', 'the Sun', 'Mirewood', 'Oblivion', 'Cascadia', 'Drakenfall', 'Nightfall',
] as const;
export const TITLE_SUBTITLES = [
  'Rise of the Fallen', 'Reckoning', 'Origins', 'Awakening', 'Redemption', 'The Lost Crown', 'Ascension',
  'Shadows of the Past', 'Call of the Wild', 'Final Hour', 'Uncharted Waters', 'Heart of Steel', 'Blood and Honor',
  'The Long Night', 'Beyond the Stars', 'Iron Will', 'Winter\u2019s End', 'First Light', 'The Broken Oath', 'Legacy',
] as const;
export const TITLE_EDITIONS = ['Deluxe Edition', 'Gold Edition', 'Complete Edition', 'Remastered', 'Definitive Edition', 'Anniversary Edition', 'GOTY Edition'] as const;
export const SEQUEL_NUMERALS = ['II', 'III', 'IV', '2', '3', 'Zero'] as const;
export const SPORTS_TITLES = ['Pro Soccer', 'Street Hoops', 'Ice Hockey Manager', 'Grand Slam Tennis', 'Fairway Golf', 'Rally Champions', 'Super Bike', 'Gridiron', 'Cricket Captain', 'Slopestyle'] as const;
export const DLC_NAMES = ['Season Pass', 'Soundtrack', 'Expansion: The Frozen Coast', 'Expansion: Sands of Time', 'Character Pack', 'Map Pack', 'Artbook', 'Weapon Crate', 'Story Chapter', 'Cosmetic Bundle'] as const;
export const BUNDLE_NAMES = ['Collection', 'Mega Bundle', 'Franchise Pack', 'Triple Pack', 'Anthology', 'Ultimate Bundle'] as const;

export const DESCRIPTION_OPENERS = [
  'Lead a band of unlikely heroes', 'Build, defend and expand your settlement', 'Race against rivals from around the world',
  'Uncover the secrets of a forgotten civilisation', 'Survive the night in a world gone silent', 'Command vast armies',
  'Explore a hand-crafted open world', 'Solve hundreds of clever puzzles', 'Pilot experimental aircraft', 'Master a deep combat system',
  'Manage every detail of your team', 'Fight through waves of enemies', 'Craft, trade and scavenge',
] as const;
export const DESCRIPTION_MIDDLES = [
  'across sprawling landscapes', 'in a story that reacts to every choice', 'with friends in online co-op',
  'through dozens of handcrafted levels', 'in a living, breathing city', 'against a relentless artificial intelligence',
  'across land, sea and air', 'in a world shaped by ancient magic', 'through procedurally generated dungeons',
] as const;
export const DESCRIPTION_CLOSERS = [
  'Every decision matters.', 'No two runs are the same.', 'Features a fully orchestrated soundtrack.',
  'Includes a robust level editor.', 'Supports controllers and ultrawide displays.', 'Play solo or with up to four friends.',
  'Over forty hours of content.', 'Compete on global leaderboards.',
] as const;

export const ESRB_DESCRIPTORS = [
  'Blood', 'Blood and Gore', 'Fantasy Violence', 'Violence', 'Intense Violence', 'Mild Language', 'Strong Language',
  'Suggestive Themes', 'Use of Alcohol', 'Crude Humor', 'Mild Fantasy Violence', 'Simulated Gambling',
] as const;

export const BONUS_ITEMS = [
  ['Digital Soundtrack', 'The complete original score in MP3 format.', true],
  ['Digital Artbook', 'A 60-page collection of concept art.', true],
  ['Wallpaper Pack', 'Desktop wallpapers in 4K resolution.', true],
  ['Exclusive In-Game Outfit', 'A unique outfit unlocked with your activation key.', false],
  ['Strategy Guide', 'A printable guide with maps and tips.', true],
  ['Bonus Mission', 'An extra mission unlocked in the campaign.', false],
] as const;

export const FIRST_NAMES = ['Alex', 'Jordan', 'Sam', 'Taylor', 'Morgan', 'Casey', 'Riley', 'Jamie', 'Avery', 'Quinn', 'Drew', 'Robin', 'Charlie', 'Skyler', 'Rowan', 'Emerson'] as const;
export const LAST_INITIALS = 'ABCDEFGHJKLMNPRSTW'.split('');
export const CITIES = [
  ['Austin', 'TX'], ['Portland', 'OR'], ['Denver', 'CO'], ['Chicago', 'IL'], ['Boston', 'MA'], ['Seattle', 'WA'],
  ['Atlanta', 'GA'], ['Phoenix', 'AZ'], ['Madison', 'WI'], ['Raleigh', 'NC'], ['Columbus', 'OH'], ['San Diego', 'CA'],
] as const;
export const REVIEW_TITLES = {
  high: ['An instant classic', 'Worth every penny', 'Could not put it down', 'Best game this year', 'Absolutely brilliant'],
  mid: ['Solid but not perfect', 'Fun with friends', 'Good value on sale', 'A decent time sink', 'Rough edges, good heart'],
  low: ['Disappointing', 'Not for me', 'Buggy at launch', 'Too short for the price', 'Wait for a patch'],
} as const;
export const REVIEW_SENTENCES = {
  high: ['The controls feel tight and responsive.', 'The world is gorgeous and full of detail.', 'I have sunk dozens of hours in and still find new things.', 'The soundtrack is fantastic.'],
  mid: ['Some levels drag on a bit.', 'The story is fine, the gameplay is better.', 'Performance is okay on mid-range hardware.', 'Multiplayer is where it shines.'],
  low: ['It crashed twice in the first hour.', 'The tutorial explains almost nothing.', 'Content runs out quickly.', 'The camera fights you constantly.'],
} as const;

/** Background colours of box art and product pages. */
export const PALETTE = [
  '#1b2838', '#2c3e50', '#4a148c', '#0d47a1', '#1b5e20', '#b71c1c', '#e65100', '#263238', '#3e2723', '#004d40',
  '#311b92', '#880e4f', '#01579b', '#33691e', '#bf360c', '#37474f',
] as const;
