export { appColours, appIconPath, appIconSizes, appIconSvg, appStartPath, manifestPath, shortName, webManifest, type AppIconSize } from './manifest';
export { deviceOf, inNativeShell, registerMethodOf, runningInstalled } from './display';
export { offlinePath, serviceWorkerPath, serviceWorkerScript, staticCacheCap, swUpdateInterval_ms, swRegisterDelay_ms } from './service-worker';
