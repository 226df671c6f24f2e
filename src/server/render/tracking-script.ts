import { createHash } from "node:crypto";

/**
 * The only script on a microsite. It reads its ids from its own data attributes and its page-load token from the
 * navigation's Server-Timing `pv` entry, and reports to /api/log-metric (spec 7): a view after load, a click on
 * any CTA, and the visible time so far whenever the page is hidden (`visibilitychange`, which mobile browsers fire
 * where they skip `pagehide`) and on `pagehide`. The server keeps one sample per visit, the largest (each report
 * is the running total). A report under a second is sent only when the page goes away: a quick tab switch is not
 * a sub-second visit. sendBeacon survives the navigation; fetch keepalive is the fallback. The text never
 * changes, so one CSP hash allows it on every page.
 */
export const TRACKING_SCRIPT = `(function(){var s=document.currentScript,d=s&&s.dataset;if(!d)return;var u="/api/log-metric",shown=document.visibilityState==="visible"?Date.now():0,seen=0,last=0,pv;
try{(performance.getEntriesByType("navigation")[0].serverTiming||[]).forEach(function(e){if(e.name==="pv")pv=e.description})}catch(e){}
function send(t,v){var b=JSON.stringify({type:t,campaignId:d.campaign,contactId:d.contact,slug:d.slug,value:v,pv:pv});try{if(navigator.sendBeacon&&navigator.sendBeacon(u,new Blob([b],{type:"application/json"})))return}catch(e){}try{fetch(u,{method:"POST",headers:{"content-type":"application/json"},body:b,keepalive:true,credentials:"omit"}).catch(function(){})}catch(e){}}
function pause(){if(shown){seen+=Date.now()-shown;shown=0}}
function report(final){pause();var v=Math.round(seen/100)/10;if(v>last&&(v>=1||final)){last=v;send("session_duration",v)}}
if(document.readyState==="complete")send("view");else addEventListener("load",function(){send("view")});
document.addEventListener("click",function(e){var t=e.target;if(t&&t.closest&&t.closest("[data-cta]"))send("click")});
document.addEventListener("visibilitychange",function(){if(document.visibilityState==="visible"){if(!shown)shown=Date.now()}else report(0)});
addEventListener("pagehide",function(){report(1)});})();`;

export const TRACKING_SCRIPT_HASH = `sha256-${createHash("sha256").update(TRACKING_SCRIPT).digest("base64")}`;
