import { createHash } from "node:crypto";

/**
 * The only script on a microsite. It reads its ids from its own data attributes and reports to
 * /api/log-metric (spec 7): a view after load, a click on any CTA, and the visible time on pagehide.
 * sendBeacon survives the navigation a CTA click or tab close starts; fetch keepalive is the fallback.
 * The text never changes, so one CSP hash allows it on every page.
 */
export const TRACKING_SCRIPT = `(function(){var s=document.currentScript,d=s&&s.dataset;if(!d)return;var u="/api/log-metric",shown=document.visibilityState==="visible"?Date.now():0,seen=0,sent=0;
function send(t,v){var b=JSON.stringify({type:t,campaignId:d.campaign,contactId:d.contact,slug:d.slug,value:v});try{if(navigator.sendBeacon&&navigator.sendBeacon(u,new Blob([b],{type:"application/json"})))return}catch(e){}try{fetch(u,{method:"POST",headers:{"content-type":"application/json"},body:b,keepalive:true,credentials:"omit"}).catch(function(){})}catch(e){}}
function pause(){if(shown){seen+=Date.now()-shown;shown=0}}
if(document.readyState==="complete")send("view");else addEventListener("load",function(){send("view")});
document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("[data-cta]"))send("click")});
document.addEventListener("visibilitychange",function(){if(document.visibilityState==="visible"){if(!shown)shown=Date.now()}else pause()});
addEventListener("pagehide",function(){pause();if(!sent&&seen>0){sent=1;send("session_duration",Math.round(seen/100)/10)}});})();`;

export const TRACKING_SCRIPT_HASH = `sha256-${createHash("sha256").update(TRACKING_SCRIPT).digest("base64")}`;
