import { esc } from './html';
import { pluginGlobals, searchBox, talatConfigBlock, widgetScripts, type PageOptions } from './widgets';

export interface LayoutInput {
  title: string;
  /** Body classes, as WordPress's body_class() prints them. */
  bodyClass: string;
  main: string;
  options: PageOptions;
  nonces: Record<string, string>;
}

/** Every widget on the demo shop; later issues add theirs here. */
const WIDGETS = ['live-search'] as const;

/** The theme's page shell: header with the live search, navigation, footer. */
export function layout({ title, bodyClass, main, options, nonces }: LayoutInput): string {
  return `<!doctype html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} – ตลาดบิวตี้แพ็ค</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/assets/theme.css">
${pluginGlobals(nonces)}
${talatConfigBlock()}
</head>
<body class="${esc(bodyClass)}">
<a class="skip-link" href="#main">ข้ามไปยังเนื้อหา</a>
<header class="site-header">
  <div class="site-header__inner">
    <a class="site-title" href="/">ตลาดบิวตี้แพ็ค <small>Beauty &amp; Packaging</small></a>
    <div class="site-header__search">${searchBox(options)}</div>
  </div>
  <nav class="main-nav" aria-label="เมนูหลัก">
    <a href="/">หน้าแรก</a>
    <a href="/product-tag/inhalantbottle/">ขวดยาดม InhalantBottle</a>
    <a href="/?s=%E0%B8%82%E0%B8%A7%E0%B8%94&amp;post_type=product&amp;thaps_srch=1">ขวดทั้งหมด</a>
    <a href="/?s=%E0%B9%80%E0%B8%8B%E0%B8%A3%E0%B8%B1%E0%B9%88%E0%B8%A1&amp;post_type=product&amp;thaps_srch=1">เซรั่ม</a>
  </nav>
</header>
<main id="main" class="site-main">
${main}
</main>
<footer class="site-footer">
  <p>ตลาดบิวตี้แพ็ค — ร้านตัวอย่างของ Talat บน WordPress จำลอง · ราคาเป็นบาท (THB)</p>
  <p class="demo-switches">โหมดทดลอง: <a href="?classic=1">สคริปต์แบบ classic</a> · <a href="?icon=1">ช่องค้นหาแบบไอคอน</a> · <a href="?">ค่าปกติ</a></p>
</footer>
${widgetScripts(options, WIDGETS)}
</body>
</html>`;
}
