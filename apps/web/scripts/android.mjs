// Builds the Android app's project (Capacitor, capacitor.config.json): the web build against the server
// named by VITE_API_URL, the native project in apps/web/android (made on first use, not committed), the
// permissions the camera and the QR scanner ask for, and the web assets and plugins copied into it.
// Open apps/web/android in Android Studio (or run ./gradlew assembleDebug there) to build the APK.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('..', import.meta.url));
/** @param {string} cmd @param {string[]} args */
const run = (cmd, args) => execFileSync(cmd, args, { cwd: web, stdio: 'inherit' });

const api = process.env.VITE_API_URL?.trim();
if (!api || !/^https?:\/\//.test(api)) {
  console.error('Set VITE_API_URL to the address of the SARA server the app talks to, e.g. https://sara.example.com');
  process.exit(1);
}

run('npx', ['vite', 'build']);
if (!existsSync(`${web}/android`)) run('npx', ['cap', 'add', 'android']);

// the native camera (Capacitor's Camera plugin) and the QR scanner's camera stream in the WebView
/** Each permission, and the part of it that tells whether the manifest has it already. */
const PERMISSIONS = [
  '<uses-permission android:name="android.permission.CAMERA" />',
  '<uses-permission android:name="android.permission.READ_MEDIA_IMAGES" />',
  '<uses-permission android:name="android.permission.READ_EXTERNAL_STORAGE" android:maxSdkVersion="32" />',
  '<uses-permission android:name="android.permission.WRITE_EXTERNAL_STORAGE" android:maxSdkVersion="29" />',
];
const manifestPath = `${web}/android/app/src/main/AndroidManifest.xml`;
let manifest = readFileSync(manifestPath, 'utf8');
const missing = PERMISSIONS.filter((p) => !manifest.includes(/android:name="[^"]+"/.exec(p)?.[0] ?? p));
if (missing.length) {
  manifest = manifest.replace('</manifest>', `${missing.map((p) => `    ${p}`).join('\n')}\n</manifest>`);
  writeFileSync(manifestPath, manifest);
}

run('npx', ['cap', 'sync', 'android']);
console.log(`Android project ready in ${web}android (server ${api}).`);
