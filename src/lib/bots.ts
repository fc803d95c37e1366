/**
 * Crawlers and link-preview agents (SPEC §8): search bots (Googlebot, YandexBot, bingbot…), preview
 * fetchers of messengers and social networks. "Cubot" is a phone brand, not a bot.
 */
const BOT_AGENT =
  /(?<!cu)bot\b|crawl|spider|slurp|facebookexternalhit|facebookcatalog|embedly|vkshare|whatsapp|skypeuripreview|bingpreview|yandex(?:images|metrika|direct|webmaster|accessibility|screenshot)|google-inspectiontool/i;

export const isBot = (userAgent: string): boolean => BOT_AGENT.test(userAgent);
